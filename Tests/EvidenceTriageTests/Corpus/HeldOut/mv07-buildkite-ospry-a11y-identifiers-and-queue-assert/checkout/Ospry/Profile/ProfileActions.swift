import UIKit

enum ProfileActions {
    static func sheet(onEdit: @escaping () -> Void) -> UIAlertController {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let edit = UIAlertAction(title: String(localized: "profile.edit.title"), style: .default) { _ in onEdit() }
        edit.accessibilityIdentifier = AccessibilityIdentifiers.Profile.editAction   // not propagated to the sheet's button
        sheet.addAction(edit)
        return sheet
    }
}
