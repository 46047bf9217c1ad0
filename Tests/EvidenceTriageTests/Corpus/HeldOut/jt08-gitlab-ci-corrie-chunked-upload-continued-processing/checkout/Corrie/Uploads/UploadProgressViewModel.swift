import Foundation

struct UploadProgressViewModel {
    let totalBytes: Int64
    let chunkSize: Int64
    let chunksSent: Int

    var fraction: Double {
        let chunks = Double((totalBytes + chunkSize - 1) / chunkSize)
        return Double(chunksSent) / chunks
    }
}
