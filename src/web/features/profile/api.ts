import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { changePasswordSchema, settingsSchema } from "../../../shared/schemas/profile";
import { client, unwrap } from "../../lib/api";

export const profileQuery = queryOptions({
  queryKey: ["profile"],
  queryFn: () => unwrap(client.api.profile.$get()),
});

export type Profile = Awaited<ReturnType<typeof profileQuery.queryFn & {}>>;

export const saveSettings = (change: z.input<typeof settingsSchema>) =>
  unwrap(client.api.profile.settings.$patch({ json: change }));
export const changeEmail = (email: string) => unwrap(client.api.profile.email.$post({ json: { email } }));
export const changePassword = (input: z.input<typeof changePasswordSchema>) =>
  unwrap(client.api.profile.password.$post({ json: input }));
export const signOutOthers = () => unwrap(client.api.profile["sign-out-others"].$post());
export const deleteAccount = (password: string) =>
  unwrap(client.api.profile.delete.$post({ json: { password } }));
