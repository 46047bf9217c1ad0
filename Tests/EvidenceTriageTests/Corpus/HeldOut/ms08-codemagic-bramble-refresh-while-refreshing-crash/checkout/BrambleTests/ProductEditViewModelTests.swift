import Testing
@testable import Bramble

@Suite @MainActor struct ProductEditViewModelTests {
    @Test func cancelSaveRestoresDisplayedValues() async throws {
        let model = ProductEditViewModel(product: .fixture(name: "Oat drink"))
        model.editName("Oat drink (edited)")
        model.beginSave()
        model.cancelSave()
        #expect(model.displayedName == "Oat drink")
    }

    @Test func saveCommitsName() async throws {
        let model = ProductEditViewModel(product: .fixture(name: "Oat drink"))
        model.editName("Oat drink barista")
        try await model.save()
        #expect(model.displayedName == "Oat drink barista")
    }
}
