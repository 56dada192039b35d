/** De-duplication keys of queued jobs: one queued job per request. */
export const claveDesbloqueo = (solicitudId: string) => `desbloqueo:${solicitudId}`;
