//
//  NoteEditorUITests.swift
//  JuniperUITests
//
//  Course notes editor: open, type, save, discard.
//

import XCTest

enum NoteTag {
    static let notesTab = "tab.notes"
    static let firstNote = "notes.row.0"
    static let editorBody = "note-editor-body"
    static let editorSave = "note-editor-save"
    static let editorDiscard = "note-editor-discard"
    static let composerNewNote = "composer-new-note"
}

final class NoteEditorUITests: JuniperUITestCase {

    private func openFirstNote() {
        tapWhenPresent(app.buttons[NoteTag.notesTab])
        tapWhenPresent(app.cells[NoteTag.firstNote])
        XCTAssertTrue(app.textViews[NoteTag.editorBody].waitForExistence(timeout: 10))
    }

    func testEditorOpensExistingNote() throws {
        openFirstNote()
        XCTAssertEqual(app.textViews[NoteTag.editorBody].value as? String, "Lecture 4 — recursion")
    }

    func testEditNoteTextThenSave() throws {
        openFirstNote()
        let body = app.textViews[NoteTag.editorBody]
        body.tap()
        body.typeText(" (reviewed)")

        let save = app.buttons[NoteTag.editorSave]
        XCTAssertTrue(save.waitForExistence(timeout: 10), "Save should appear once the buffer is dirty")
        tapUntilGone(save)

        XCTAssertEqual(body.value as? String, "Lecture 4 — recursion (reviewed)")
    }

    func testDiscardDraftRestoresText() throws {
        openFirstNote()
        let body = app.textViews[NoteTag.editorBody]
        body.tap()
        body.typeText(" scratch")

        let discard = app.buttons[NoteTag.editorDiscard]
        XCTAssertTrue(discard.waitForExistence(timeout: 10))
        tapUntilGone(discard)

        XCTAssertEqual(body.value as? String, "Lecture 4 — recursion")
    }

    func testComposerCreatesEmptyNote() throws {
        tapWhenPresent(app.buttons[NoteTag.notesTab])
        tapWhenPresent(app.buttons[NoteTag.composerNewNote])
        XCTAssertTrue(app.textViews[NoteTag.editorBody].waitForExistence(timeout: 10))
        XCTAssertEqual(app.textViews[NoteTag.editorBody].value as? String, "")
    }
}
