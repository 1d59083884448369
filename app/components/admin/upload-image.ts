/** What a finished upload answered: the stored image's URL, or why it failed. */
export type UploadResult = { ok: true; url: string } | { ok: false; status: number; message: string | null };

/** POSTs the file to the API with XMLHttpRequest, which (unlike fetch) reports upload progress. */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/v1/uploads");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const body = request.response as { url?: string; error?: string } | null;
      if (request.status === 201 && body?.url) resolve({ ok: true, url: body.url });
      else resolve({ ok: false, status: request.status, message: body?.error ?? null });
    });
    request.addEventListener("error", () => resolve({ ok: false, status: 0, message: null }));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
