import Foundation
import Testing
@testable import Tern

@Suite("Group creation")
struct GroupCreateViewModelTests {
    let viewModel = GroupCreateViewModel(relays: .preview)

    @Test func submitDisabledWithoutName() {
        #expect(viewModel.canSubmit == false)
    }

    @Test func titleUsesCatalogString() {
        #expect(viewModel.nameFieldTitle == "Group name")
    }
}
