//
//  EditorTopBar.swift
//  Juniper
//

import SwiftUI

/// Top bar of the note editor. Save / Discard only exist while the buffer
/// is dirty; saving clears the dirty flag, which removes both buttons.
struct EditorTopBar: View {
    @ObservedObject var model: NoteEditorModel

    var body: some View {
        HStack(spacing: 16) {
            Text(model.title)
                .font(.headline)
                .lineLimit(1)
            Spacer()
            if model.isDirty {
                Button("Discard", role: .destructive) { model.discard() }
                    .accessibilityIdentifier("note-editor-discard")
                Button("Save") { model.save() }
                    .buttonStyle(.borderedProminent)
                    .accessibilityIdentifier("note-editor-save")
            }
        }
        .padding(.horizontal)
        .frame(height: 44)
        .animation(.spring(duration: 0.35), value: model.isDirty)
    }
}
