import Foundation

enum FilenameFormatter {
    /// "Sunset over Harbor.jpeg" -> "jpeg"
    static func fileExtension(of finalFilename: String) -> String {
        let components = finalFilename.components(separatedBy: ".")
        return components[components.count - 1].lowercased()
    }

    static func pagePath(for finalFilename: String) -> String {
        let base = finalFilename.components(separatedBy: ".")
        let stem = base[0..<(base.count - 1)].joined(separator: ".")
        return "File:" + stem.replacingOccurrences(of: " ", with: "_") + "." + fileExtension(of: finalFilename)
    }
}
