import { Clock } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

/** The fixed 'Horarios' card of the club and coach pages. */
export function ScheduleCard({ rows, note }: { rows: ReadonlyArray<readonly [string, string]>; note?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-5" aria-hidden />
          Horarios
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 text-sm">
          {rows.map(([days, hours]) => (
            <div key={days} className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{days}</dt>
              <dd className="font-medium">{hours}</dd>
            </div>
          ))}
        </dl>
        {note ? <p className="mt-3 text-sm text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}
