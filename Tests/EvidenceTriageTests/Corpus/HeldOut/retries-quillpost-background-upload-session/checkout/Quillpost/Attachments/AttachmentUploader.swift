import Foundation

/// Uploads mail attachments. Uses a background URLSession so sends continue while suspended.
final class AttachmentUploader: NSObject {
    struct Uploaded: Decodable { let id: String }

    let session: URLSession
    private let endpoint: URL

    init(configuration: URLSessionConfiguration, endpoint: URL) {
        self.endpoint = endpoint
        self.session = URLSession(configuration: configuration, delegate: nil, delegateQueue: .main)
        super.init()
    }

    func upload(_ attachment: Attachment, completion: @escaping (Result<Uploaded, Error>) -> Void) throws {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        let boundary = "qp-\(UUID().uuidString)"
        request.setValue("multipart/form-data; boundary=\(boundary)", forHTTPHeaderField: "Content-Type")
        let body = try Self.multipartBody(for: attachment, boundary: boundary)

        let task = session.uploadTask(with: request, from: body) { data, response, error in
            if let error { return completion(.failure(error)) }
            do {
                completion(.success(try JSONDecoder().decode(Uploaded.self, from: data ?? Data())))
            } catch {
                completion(.failure(error))
            }
        }
        task.resume()
    }

    func invalidate() { session.invalidateAndCancel() }

    static func multipartBody(for attachment: Attachment, boundary: String) throws -> Data {
        var data = Data()
        data.append("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(attachment.filename)\"\r\n")
        data.append("Content-Type: \(attachment.mimeType)\r\n\r\n")
        data.append(try attachment.contents())
        data.append("\r\n--\(boundary)--\r\n")
        return data
    }
}
