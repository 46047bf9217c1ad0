import SwiftUI

struct EntryEditorView: View {
    @ObservedObject var model: EntryEditorModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $model.title)
                    .accessibilityIdentifier("editor.titleField")
                TextEditor(text: $model.body)
                    .frame(minHeight: 240)
                    .accessibilityIdentifier("editor.bodyField")
            }
            .navigationTitle(model.isNew ? "New entry" : "Edit entry")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                        .accessibilityIdentifier("editor.cancelButton")
                }
                ToolbarItem(placement: .confirmationAction) {
                    // Toolbar refresh (VEL-412): one identifier scheme for all primary actions.
                    Button("Save") {
                        model.save()
                        dismiss()
                    }
                    .disabled(model.title.isEmpty)
                    .accessibilityIdentifier("editor.save")
                }
            }
        }
    }
}
