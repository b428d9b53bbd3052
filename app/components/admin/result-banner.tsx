import { Alert } from "~/components/ui/alert";

/** The outcome of an admin action: '✅ …' or '❌ …' (001 §2.12). */
export function ResultBanner({ result }: { result: { ok: boolean; message: string } | null | undefined }) {
  if (!result) return null;
  return (
    <Alert variant={result.ok ? "success" : "destructive"}>
      {result.ok ? "✅" : "❌"} {result.message}
    </Alert>
  );
}
