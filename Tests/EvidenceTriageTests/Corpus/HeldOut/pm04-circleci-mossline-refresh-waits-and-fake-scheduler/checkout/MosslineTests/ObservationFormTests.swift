import Testing
@testable import Mossline

@Suite struct ObservationFormTests {
    @Test func requiredFieldsValidated() {
        var form = ObservationForm()
        form.species = "Sphagnum fallax"
        #expect(form.missingFields == ["location", "observedAt"])
    }

    @Test func coordinatesRoundedForDisplay() {
        #expect(ObservationForm.display(latitude: 59.33258) == "59.3326")
    }
}
