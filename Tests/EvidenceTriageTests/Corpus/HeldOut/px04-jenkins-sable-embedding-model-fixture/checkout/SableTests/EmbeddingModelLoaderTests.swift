import XCTest
import CoreML
@testable import Sable

final class EmbeddingModelLoaderTests: XCTestCase {
    var fixtureURL: URL {
        Bundle(for: Self.self).url(forResource: "MiniLM-L6-v2", withExtension: "mlmodel", subdirectory: "Fixtures")!
    }

    func testCompilesFixtureModel() {
        XCTAssertNoThrow(try EmbeddingModelLoader.load(from: fixtureURL, computeUnits: .cpuOnly))
    }

    func testEmbeddingDimensionIs384() throws {
        let model = try EmbeddingModelLoader.load(from: fixtureURL, computeUnits: .cpuOnly)
        let output = try XCTUnwrap(model.modelDescription.outputDescriptionsByName["embedding"])
        XCTAssertEqual(output.multiArrayConstraint?.shape, [1, 384])
    }
}
