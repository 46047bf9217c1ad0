package com.saltmarsh.e2e;

import io.appium.java_client.AppiumBy;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.testng.annotations.Test;

import java.time.Duration;

import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

public class SightingFormTest extends BaseIosTest {

    @Test
    public void countRejectsZero() {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(15));
        wait.until(ExpectedConditions.elementToBeClickable(
                AppiumBy.accessibilityId("tab.sightings"))).click();
        wait.until(ExpectedConditions.elementToBeClickable(
                AppiumBy.accessibilityId("sightings.add"))).click();

        WebElement count = wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.accessibilityId("sighting.count")));
        count.sendKeys("0");

        assertFalse(driver.findElements(AppiumBy.accessibilityId("sighting.countError")).isEmpty(),
                "a count of zero must show the inline error");
    }

    @Test
    public void saveEnabledAfterSpeciesPicked() {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(15));
        wait.until(ExpectedConditions.elementToBeClickable(
                AppiumBy.accessibilityId("tab.sightings"))).click();
        wait.until(ExpectedConditions.elementToBeClickable(
                AppiumBy.accessibilityId("sightings.add"))).click();

        wait.until(ExpectedConditions.elementToBeClickable(
                AppiumBy.accessibilityId("sighting.species"))).click();
        wait.until(ExpectedConditions.elementToBeClickable(
                AppiumBy.iOSNsPredicateString("label == 'Pied Avocet'"))).click();
        driver.findElement(AppiumBy.accessibilityId("sighting.count")).sendKeys("2");

        WebElement save = driver.findElement(AppiumBy.accessibilityId("sighting.save"));
        assertTrue(save.isEnabled(), "save should be enabled once a species is picked");
        save.click();

        wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.iOSNsPredicateString("label BEGINSWITH 'Pied Avocet ×2'")));
    }
}
