// Solicitudes (docs/product.md §11.4): filters, labels and the one review rule (only 'pendiente' is reviewed).
export const REVIEW_STATUSES = ["pendiente", "aprobada", "rechazada"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REQUEST_TYPES = ["entrenador", "club", "torneo"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export type RequestFilters = { status: ReviewStatus | null; type: RequestType | null };

/** The tab's filters from its address (?estado=pendiente&tipo=club); 'todas' or anything unknown means all. */
export function parseRequestFilters(search: URLSearchParams): RequestFilters {
  const status = search.get("estado");
  const type = search.get("tipo");
  return {
    status: (REVIEW_STATUSES as readonly string[]).includes(status ?? "") ? (status as ReviewStatus) : null,
    type: (REQUEST_TYPES as readonly string[]).includes(type ?? "") ? (type as RequestType) : null,
  };
}

export const STATUS_LABELS: Record<ReviewStatus, string> = { pendiente: "Pendiente", aprobada: "Aprobada", rechazada: "Rechazada" };
export const TYPE_LABELS: Record<RequestType, string> = { entrenador: "Entrenador", club: "Club", torneo: "Torneo" };

/** The two review buttons and the state each one leads to. */
export const REVIEW_DECISIONS = { aprobar: "aprobada", rechazar: "rechazada" } as const satisfies Record<string, ReviewStatus>;
export type ReviewDecision = keyof typeof REVIEW_DECISIONS;

export function isReviewDecision(value: unknown): value is ReviewDecision {
  return typeof value === "string" && Object.hasOwn(REVIEW_DECISIONS, value);
}

/** docs/product.md §11.4: approve and reject are offered, and accepted, only while the solicitud is pending. */
export function canReview(status: ReviewStatus): boolean {
  return status === "pendiente";
}

/** 'Este perfil no es mío' reports (docs/product.md §6.3): open until an administrator deals with them. */
export const REPORT_STATUSES = ["pendiente", "atendido"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { pendiente: "Pendiente", atendido: "Atendido" };
