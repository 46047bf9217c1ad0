import Foundation

struct GalleryProbe {
    let extensionID: String

    struct Registration { let version: String; let path: String; let elected: Bool }

    func allRegistrations() throws -> [Registration] {
        let out = try Shell.run("/usr/bin/pluginkit", ["-m", "-A", "-D", "-v", "-i", extensionID])
        return out.split(separator: "\n").compactMap { line in
            let l = line.trimmingCharacters(in: .whitespaces)
            guard l.contains(extensionID) else { return nil }
            let elected = l.hasPrefix("+")
            let version = l.components(separatedBy: "(").dropFirst().first?.components(separatedBy: ")").first ?? "?"
            let path = l.components(separatedBy: "\t").last ?? ""
            return Registration(version: version, path: path, elected: elected)
        }
    }

    func electedRegistrations() throws -> [Registration] {
        try allRegistrations().filter(\.elected)
    }
}
