import Foundation

struct ManifestDecoder {
    func decode(_ data: Data) throws -> Manifest {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { d in
            let s = try d.singleValueContainer().decode(String.self)
            if let iso = ISO8601DateFormatter().date(from: s) { return iso }
            let legacy = DateFormatter()
            legacy.dateFormat = "MM/dd/yyyy HH:mm"          // v1 wrote day first
            legacy.timeZone = TimeZone(identifier: "UTC")   // v1 wrote boat-local time, stored alongside
            guard let date = legacy.date(from: s) else { throw ManifestError.badDate(s) }
            return date
        }
        return try decoder.decode(Manifest.self, from: data)
    }
}
