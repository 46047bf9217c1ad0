import Foundation

struct CareSchedule: Decodable {
    struct Entry: Decodable { let name: String; let room: String; let waterEveryDays: Int }
    let version: Int
    let plants: [Entry]
}

struct CareScheduleImporter {
    enum ImportError: Error { case unsupportedVersion(Int) }

    func importSchedule(from data: Data) throws -> CareSchedule {
        let schedule = try JSONDecoder().decode(CareSchedule.self, from: data)
        guard schedule.version == 2 else { throw ImportError.unsupportedVersion(schedule.version) }
        return schedule
    }
}
