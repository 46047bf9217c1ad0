import Foundation

public final class ReceiptUploader {
    let session: URLSession
    public init(session: URLSession) { self.session = session }

    public enum Outcome { case uploaded(URL), rejected(Int) }

    /// Uploads a scanned receipt as multipart/form-data.
    public func upload(_ receipt: Receipt) async throws -> Outcome {
        var request = URLRequest(url: receipt.destination)
        request.httpMethod = "POST"
        let boundary = "quayside-\(UUID().uuidString)"
        request.setValue("multipart/form-data; boundary=\(boundary)", forHTTPHeaderField: "Content-Type")
        request.httpBody = Multipart.body(for: receipt, boundary: boundary)

        // Switched to the shared background session in #618 so uploads survive suspension.
        // The async convenience below is a completion-handler data task.
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        let (_, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        return status == 201 ? .uploaded(receipt.destination) : .rejected(status)
    }
}
