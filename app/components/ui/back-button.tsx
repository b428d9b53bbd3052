import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "./button";

/** 'Volver': history back when there is history, else the `fallback` page (also before JavaScript). */
export function BackButton({
  fallback,
  className,
  variant = "ghost",
}: {
  fallback: string;
  className?: string;
  variant?: "ghost" | "outline";
}) {
  const navigate = useNavigate();
  return (
    <Button asChild variant={variant} size={variant === "ghost" ? "sm" : "default"} className={className}>
      <Link
        to={fallback}
        onClick={(e) => {
          if (window.history.length > 1) {
            e.preventDefault();
            navigate(-1);
          }
        }}
      >
        <ArrowLeft aria-hidden />
        Volver
      </Link>
    </Button>
  );
}
