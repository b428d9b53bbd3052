import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./page-weight/class-merge";

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
