import Foundation

final class BudgetRolloverJob {
    private let staging: URL; private let months: [Month]; private var expired = false
    init(stagingDirectory: URL, months: [Month]) { staging = stagingDirectory; self.months = months }
    func expire() { expired = true }

    func run() async throws {
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        for month in months {
            if expired { return }                      // returns without removing staged files
            try month.rolloverSnapshot().write(to: staging.appending(path: month.id + ".json"))
        }
        try commitStaged()
    }
}
