import XCTest
@testable import MurmurCore

final class ModelCatalogTests: XCTestCase {
    func testEveryNonTurboModelKeepsTheDefaultBudget() {
        for model in ModelInfo.catalogue where !model.identifier.contains("turbo") {
            XCTAssertEqual(model.prewarmTimeoutSeconds, ModelInfo.defaultPrewarmTimeoutSeconds, model.identifier)
        }
    }

    func testTurboBudgetExceedsItsDocumentedCompileDuration() throws {
        for id in ["whisper-large-v3-turbo_632MB", "whisper-large-v3-turbo_954MB"] {
            let turbo = try XCTUnwrap(ModelInfo.forIdentifier(id))
            XCTAssertGreaterThan(turbo.prewarmTimeoutSeconds, turbo.documentedCompileSeconds, id)
        }
    }
}
