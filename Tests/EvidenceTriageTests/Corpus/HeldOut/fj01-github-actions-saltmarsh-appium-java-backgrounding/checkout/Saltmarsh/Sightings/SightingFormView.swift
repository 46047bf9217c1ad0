import SwiftUI

struct SightingFormView: View {
    @ObservedObject var model: SightingFormModel
    @Environment(\.dismiss) private var dismiss
    @State private var showingSpeciesPicker = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Species") {
                    Button {
                        showingSpeciesPicker = true
                    } label: {
                        HStack {
                            Text(model.species?.commonName ?? "Choose species")
                                .foregroundStyle(model.species == nil ? .secondary : .primary)
                            Spacer()
                            Image(systemName: "chevron.right")
                                .foregroundStyle(.tertiary)
                        }
                    }
                    .accessibilityIdentifier("sighting.species")
                }

                Section("Count") {
                    TextField("How many", text: $model.countText)
                        .keyboardType(.numberPad)
                        .accessibilityIdentifier("sighting.count")
                    if let message = model.countError {
                        Text(message)
                            .font(.footnote)
                            .foregroundStyle(.red)
                            .accessibilityIdentifier("sighting.countError")
                    }
                }

                Section("Where") {
                    LocationRow(location: model.location)
                        .accessibilityIdentifier("sighting.location")
                }

                Section("Notes") {
                    TextEditor(text: $model.notes)
                        .frame(minHeight: 96)
                        .accessibilityIdentifier("sighting.notes")
                }
            }
            .navigationTitle("New sighting")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                        .accessibilityIdentifier("sighting.cancel")
                }
                ToolbarItem(placement: .confirmationAction) {
                    saveButton
                }
            }
            .sheet(isPresented: $showingSpeciesPicker) {
                SpeciesPickerView(selection: $model.species)
            }
        }
    }

    // SM-1412: the confirmation action is shared with the quick-log sheet now,
    // so it takes the generic "submit" identifier used there.
    private var saveButton: some View {
        Button {
            Task {
                if await model.save() {
                    dismiss()
                }
            }
        } label: {
            if model.isSaving {
                ProgressView()
            } else {
                Text("Save")
            }
        }
        .disabled(!model.canSave)
        .accessibilityIdentifier(ConfirmActionID.submit)
    }
}

enum ConfirmActionID {
    static let submit = "sighting.submit"
}
