import Foundation
import SwiftData

/// Imports a pharmacy schedule export (JSON) into SwiftData.
struct MedicationImporter {
    struct Export: Decodable {
        struct Dose: Decodable {
            let medication: String
            let strength: String
            let scheduledAt: Date
        }
        let patientRef: String
        let doses: [Dose]
    }

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        // Pharmacy API v3 sends ISO 8601 with fractional seconds and offset.
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        decoder.dateDecodingStrategy = .custom { decoder in
            let string = try decoder.singleValueContainer().decode(String.self)
            guard let date = formatter.date(from: string) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "Expected date string to be ISO8601-formatted."))
            }
            return date
        }
        return decoder
    }()

    @MainActor
    func importSchedule(_ data: Data, into context: ModelContext) throws -> Int {
        let export = try Self.decoder.decode(Export.self, from: data)
        for dose in export.doses {
            context.insert(ScheduledDose(medication: dose.medication, strength: dose.strength, scheduledAt: dose.scheduledAt))
        }
        try context.save()
        return export.doses.count
    }
}
