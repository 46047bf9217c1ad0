import Testing
@testable import Lantry

@Suite struct ProjectPickerModelTests {
    @Test func recentsDeduplicated() {
        let model = ProjectPickerModel(history: ["ACME-12", "ACME-12", "NORTH-3"])
        #expect(model.recents == ["ACME-12", "NORTH-3"])
    }
}
