import Foundation

struct ExportJob {
    let destination: URL

    func writeSidecar(_ metadata: [String: String], for photo: String) throws {
        let url = destination.appendingPathComponent(photo).appendingPathExtension("xmp")
        let data = try JSONSerialization.data(withJSONObject: metadata, options: [.sortedKeys])
        try data.write(to: url)
    }
}
