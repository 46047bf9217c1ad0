import Foundation
import Testing
@testable import Tern

struct GroupInfoViewModelTests {
    @Test func doneButtonTitle() {
        let viewModel = GroupInfoViewModel(group: .preview, isEditing: true)
        #expect(viewModel.doneButtonTitle == "Done")
    }

    @Test func memberCountIsPluralised() {
        let viewModel = GroupInfoViewModel(group: .previewWithMembers(3), isEditing: false)
        #expect(viewModel.memberCountLabel == "3 members")
    }
}
