import Foundation

/// Builds the multipart body for a berth-damage photo upload in tmp/, then
/// hands the file to the background URLSession.
struct PhotoUploadBuilder {

    let fileManager: FileManager
    let tempDirectory: URL

    func makeUploadFile(for photo: DamagePhoto, boundary: String) throws -> URL {
        let url = tempDirectory.appendingPathComponent("upload-\(photo.id).multipart")
        fileManager.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }

        try handle.write(contentsOf: Data("--\(boundary)\r\n".utf8))
        try handle.write(contentsOf: Data("Content-Disposition: form-data; name=\"photo\"; filename=\"\(photo.id).heic\"\r\n\r\n".utf8))
        try handle.write(contentsOf: try photo.heicData())   // throws when the disk is full
        try handle.write(contentsOf: Data("\r\n--\(boundary)--\r\n".utf8))
        return url
    }
}
