import Foundation

final class AboutViewModel {
    let versionLine: String
    private let updateChecker: UpdateChecker?

    init(version: String, build: String, updateChecker: UpdateChecker? = nil) {
        self.versionLine = "Version \(version) (\(build))"
        self.updateChecker = updateChecker
    }

    func checkForUpdatesTapped() {
        updateChecker?.start()
    }
}
