import { z } from "zod";
import { idField } from "./zod-locale";

/** 'Ir a pagar' on one of the player's registrations. */
export const PayRegistrationSchema = z.object({ registrationId: idField() });
