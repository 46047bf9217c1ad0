import Foundation

final class StationCache {
    private(set) var stations: [Station] = []
    private(set) var updatedAt: Date?
    private let disk: StationDisk

    init(disk: StationDisk) { self.disk = disk }

    func apply(_ fresh: [Station], at date: Date) throws {
        updatedAt = date
        try disk.write(fresh)
        stations = fresh
    }
}
