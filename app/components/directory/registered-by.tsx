/** For administrators: who registered a club or coach through the public forms. */
export function RegisteredBy({ account }: { account: { name: string; email: string } | null }) {
  if (!account) return null;
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      Registrado por {account.name} ({account.email})
    </p>
  );
}
