import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminSignInInput,
  AdminTotpInput,
  ForgotPasswordInput,
  ResetPasswordInput,
  SignInInput,
  SignInLinkInput,
  SignInWithLinkInput,
  SignUpInput,
} from "../../../../shared/schemas/auth";
import { client, unwrap } from "../../../lib/api";
import { sessionQuery } from "../../../lib/session";

// One hook per endpoint (STYLE: bulletproof-react). Signing in or up refreshes the session query so
// guards and the navigation bar see the new state before the next screen renders.

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => unwrap(client.api.account["sign-in"].$post({ json: input })),
    onSuccess: () => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }),
  });
}

/** Emails a one-time sign-in link, for when password sign-in is paused on this network. */
export function useRequestSignInLink() {
  return useMutation({
    mutationFn: (input: SignInLinkInput) => unwrap(client.api.account["sign-in-link"].$post({ json: input })),
  });
}

/** Signs in with the token of an emailed link. */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInWithLinkInput) =>
      unwrap(client.api.account["sign-in-link"].verify.$post({ json: input })),
    onSuccess: () => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }),
  });
}

/** The admin login's password step; no session yet, only the challenge for the code. */
export function useAdminSignIn() {
  return useMutation({
    mutationFn: (input: AdminSignInInput) =>
      unwrap(client.api.account["admin-sign-in"].$post({ json: input })),
  });
}

/** The code step, which opens the admin's session. */
export function useAdminVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminTotpInput) =>
      unwrap(client.api.account["admin-verify-totp"].$post({ json: input })),
    onSuccess: () => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => unwrap(client.api.account["sign-up"].$post({ json: input })),
    onSuccess: () => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      unwrap(client.api.account["forgot-password"].$post({ json: input })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      unwrap(client.api.account["reset-password"].$post({ json: input })),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      unwrap(client.api.account["resend-verification"].$post({ json: input })),
  });
}
