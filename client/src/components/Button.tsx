import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./Spinner.tsx";

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "secondary" | "ghost";
  block?: boolean;
  /** Disables the button and shows a spinner while a request runs. */
  busy?: boolean;
}

export function Button({ variant = "primary", block = false, busy = false, className, children, disabled, type = "button", ...rest }: ButtonProps) {
  const classes = ["btn", `btn-${variant}`, block && "btn-block", className].filter(Boolean).join(" ");
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner />}
      <span>{children}</span>
    </button>
  );
}
