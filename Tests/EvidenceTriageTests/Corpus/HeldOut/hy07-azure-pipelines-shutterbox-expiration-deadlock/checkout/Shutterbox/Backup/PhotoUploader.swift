import Foundation

final class PhotoUploader {
    private let session: URLSession
    private let journal: UploadJournal
    private var inFlight: [URLSessionTask] = []

    init(session: URLSession, journal: UploadJournal) {
        self.session = session
        self.journal = journal
    }

    func uploadPending(completion: @escaping (Result<Int, Error>) -> Void) {
        // … starts one upload task per pending asset, appends to `inFlight` …
    }

    /// Cancels in-flight uploads and blocks until the journal has recorded the
    /// cancellation.
    func cancelAndWait() {
        let done = DispatchSemaphore(value: 0)
        inFlight.forEach { $0.cancel() }
        journal.flush {
            // The journal calls back on the main queue.
            done.signal()
        }
        done.wait()
    }
}
