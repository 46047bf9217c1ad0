import CoreData
import XCTest
@testable import Orchard

/// `NSMappingModel(from:forSourceModel:destinationModel:)` must hand back the
/// custom mapping written for each step, not a neighbouring one.
final class MappingModelTests: XCTestCase {
    private let modelsBundle = Bundle(for: OrchardPersistentContainer.self)

    func testV11toV12MappingModelIsTheCustomOne() throws {
        let mapping = try XCTUnwrap(ModelVersion.v11.mappingModel(to: .v12, in: modelsBundle))
        XCTAssertEqual(mapping.orchardName, "OrchardModelV11toV12")
    }

    func testV12toV13MappingModelIsTheCustomOne() throws {
        let mapping = try XCTUnwrap(ModelVersion.v12.mappingModel(to: .v13, in: modelsBundle))
        XCTAssertEqual(mapping.orchardName, "OrchardModelV12toV13")
        let recipe = try XCTUnwrap(mapping.entityMappings.first { $0.name == "RecipeToRecipe" })
        XCTAssertTrue(recipe.relationshipMappings?.contains { $0.name == "steps" } == true)
    }
}
