import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../../../shared/passwordRules.ts";

const text = (message: string) => z.string({ error: message });

export const ZEmail = text("Please input a valid email address")
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Please input a valid email address" }).max(254, "That email address is too long"));

export const ZPassword = text(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, "Password must be at most 256 characters");

export const ZRegisterInput = z.object({
  name: text("Please enter your name").trim().min(1, "Please enter your name").max(100, "Name must be at most 100 characters"),
  email: ZEmail,
  password: ZPassword,
});

export const ZLoginInput = z.object({
  email: ZEmail,
  password: text("Please enter your password").min(1, "Please enter your password").max(256, "Invalid email or password"),
});

export const ZForgotPasswordInput = z.object({ email: ZEmail });

export const ZResetPasswordInput = z
  .object({
    token: text("This reset link is invalid or has expired").min(1, "This reset link is invalid or has expired"),
    password: ZPassword,
    confirmPassword: text("Passwords do not match"),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

export const ZGoogleSignInInput = z.object({
  tokenId: text("A Google ID token is required").min(1, "A Google ID token is required").max(8192, "The Google ID token is too long"),
});
