import Foundation

struct UploadItem: Equatable {
    let id: String
    let fileURL: URL
    let contentType: String
    var attempts: Int = 0
    var byteCount: Int { (try? fileURL.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0 }

    func multipartBody() -> Data {
        var body = Data()
        body.append("--shoebox\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"\(id)\"\r\n\r\n".data(using: .utf8)!)
        body.append((try? Data(contentsOf: fileURL)) ?? Data())
        body.append("\r\n--shoebox--\r\n".data(using: .utf8)!)
        return body
    }
}

final class UploadQueue {
    private(set) var pending: [UploadItem] = []
    private let exporter: AssetExporting

    init(exporter: AssetExporting) { self.exporter = exporter }

    func enqueue(assetID: String) throws {
        guard !pending.contains(where: { $0.id == assetID }) else { return }
        let exported = try exporter.export(assetID: assetID)
        pending.append(UploadItem(id: assetID, fileURL: exported.url, contentType: exported.contentType))
    }

    /// Puts a failed item back at the end of the queue.
    func retry(_ item: UploadItem) throws {
        // Re-export so a purged temporary file does not break the retry.
        let exported = try exporter.export(assetID: item.id)
        var again = UploadItem(id: item.id, fileURL: exported.url, contentType: exported.contentType)
        again.attempts = item.attempts + 1
        pending.append(again)
    }
}
