package com.kestrelpath.shared.upload

import kotlinx.coroutines.CancellationException

class TrackUploadWorker(
    private val api: TrackApi,
    private val store: SegmentStore,
    private val batchSize: Int = 3,
) {
    /**
     * Uploads recorded segments after the stored cursor. Runs from the iOS BGProcessingTask
     * (see IosUploadScheduler) and from Android WorkManager.
     */
    suspend fun run(trackId: String): UploadOutcome {
        val cursor = store.loadCursor(trackId)
        val remaining = store.segmentsAfter(trackId, cursor)
        var uploaded = 0
        for (batch in remaining.chunked(batchSize)) {
            try {
                api.uploadSegments(trackId, batch)
                uploaded += batch.size
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                return UploadOutcome.Retry(uploaded, e.message)
            }
        }
        // The cursor only moves once every batch has gone through.
        store.saveCursor(trackId, remaining.lastOrNull()?.id ?: cursor)
        return UploadOutcome.Done(uploaded)
    }
}
