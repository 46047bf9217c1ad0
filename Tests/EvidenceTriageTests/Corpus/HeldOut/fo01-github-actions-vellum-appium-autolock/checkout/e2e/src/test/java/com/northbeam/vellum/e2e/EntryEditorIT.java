package com.northbeam.vellum.e2e;

import io.appium.java_client.AppiumBy;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EntryEditorIT extends BaseIT {

    @Test
    void createsEntryWithTitle() {
        unlockWithPasscode("4827");
        driver.findElement(AppiumBy.accessibilityId("entryList.addButton")).click();
        WebElement title = wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.accessibilityId("editor.titleField")));
        title.sendKeys("Harbour walk");
        assertEquals("Harbour walk", title.getText());
    }

    @Test
    void savesEntryFromToolbar() {
        unlockWithPasscode("4827");
        driver.findElement(AppiumBy.accessibilityId("entryList.addButton")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.accessibilityId("editor.titleField"))).sendKeys("Low tide");

        driver.findElement(AppiumBy.accessibilityId("editor.saveButton")).click();

        WebElement firstRow = wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.iOSClassChain("**/XCUIElementTypeCell[`name BEGINSWITH \"entryRow.\"`][1]")));
        assertEquals("Low tide", firstRow.getAttribute("label"));
    }

    @Test
    void discardsEmptyEntry() {
        unlockWithPasscode("4827");
        driver.findElement(AppiumBy.accessibilityId("entryList.addButton")).click();
        driver.findElement(AppiumBy.accessibilityId("editor.cancelButton")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.accessibilityId("entryList.emptyState")));
    }
}
