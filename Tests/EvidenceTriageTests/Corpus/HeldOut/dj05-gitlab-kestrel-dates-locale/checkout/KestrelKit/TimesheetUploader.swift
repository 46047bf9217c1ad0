import Foundation

public struct TimesheetUploader {
    private let clock: Clock
    private let stamp: DateFormatter = {
        let f = DateFormatter()
        // No locale set: the user's 12/24-hour preference leaks into "HH".
        // Fixed-format internet dates need Locale(identifier: "en_US_POSIX").
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd'T'HH:mm:ss'Z'"
        return f
    }()

    public init(clock: Clock) { self.clock = clock }

    public func request(for sheet: Timesheet) throws -> URLRequest {
        var r = URLRequest(url: URL(string: "https://rota.kestrel.test/v1/timesheets/\(sheet.week)")!)
        r.httpMethod = "PUT"
        r.httpBody = try JSONEncoder().encode(body(for: sheet))
        let value = stamp.string(from: clock.now)
        Log.upload.info("timesheet \(sheet.week) X-Recorded-At: \(value)")
        r.setValue(value, forHTTPHeaderField: "X-Recorded-At")
        return r
    }

    public func body(for sheet: Timesheet) throws -> TimesheetBody {
        TimesheetBody(shifts: sheet.shifts.sorted { $0.start < $1.start })
    }
}
