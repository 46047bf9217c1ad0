import Foundation

/// Uploads survey videos in resumable chunks (tus-style PATCH requests).
///
/// HD-318 moved chunk uploads onto the shared background session so that a
/// transfer keeps going after the inspector locks the phone on the boat.
final class ChunkUploader: NSObject {
    private let session: URLSession
    private let planner: ChunkPlanner
    private let endpoint: URL
    private(set) var tasksByChunk: [Int: URLSessionUploadTask] = [:]

    init(session: URLSession = BackgroundUploadSession.shared.session,
         planner: ChunkPlanner = ChunkPlanner(),
         endpoint: URL) {
        self.session = session
        self.planner = planner
        self.endpoint = endpoint
    }

    /// Creates one upload task per chunk and resumes them in order.
    func enqueue(_ video: SurveyVideo, uploadID: String) throws {
        let data = try Data(contentsOf: video.fileURL, options: .mappedIfSafe)
        for (index, range) in planner.chunks(forLength: data.count).enumerated() {
            var request = URLRequest(url: endpoint.appendingPathComponent(uploadID))
            request.httpMethod = "PATCH"
            request.setValue("application/offset+octet-stream", forHTTPHeaderField: "Content-Type")
            request.setValue(String(range.lowerBound), forHTTPHeaderField: "Upload-Offset")
            request.setValue("1.0.0", forHTTPHeaderField: "Tus-Resumable")
            let chunk = data.subdata(in: range)
            let task = session.uploadTask(with: request, from: chunk)
            task.taskDescription = "\(uploadID)#\(index)"
            tasksByChunk[index] = task
        }
        tasksByChunk.keys.sorted().forEach { tasksByChunk[$0]?.resume() }
    }
}
