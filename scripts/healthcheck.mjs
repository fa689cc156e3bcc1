// The container's HEALTHCHECK: exits 0 when GET /api/health answers 200, else 1 with the reason.
// Plain JavaScript with no dependency (the slim base image has no curl).
const port = process.env.PORT || '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) });
  const body = await response.text();
  if (!response.ok) {
    console.error(`unhealthy (${response.status}): ${body}`);
    process.exit(1);
  }
  console.log(body);
} catch (error) {
  console.error(`unhealthy: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
