import Testing
@testable import WayfarerCore

@Suite struct ManeuverInstructionTests {
    @Test func turnLeftOntoStreet() {
        let text = ManeuverInstruction(kind: .turn(.left), street: "Harbour Rd").text
        #expect(text == "Turn left onto Harbour Rd")
    }

    @Test func roundaboutExitUsesOrdinal() {
        let text = ManeuverInstruction(kind: .roundabout(exit: 3), street: "A38").text
        #expect(text == "At the roundabout, take the 3rd exit onto A38")
    }
}
