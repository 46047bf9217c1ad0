package com.tidewell.e2e;

import io.appium.java_client.AppiumBy;
import io.appium.java_client.ios.IOSDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.time.Duration;

final class ForecastScreen {

    private final IOSDriver driver;

    ForecastScreen(IOSDriver driver) {
        this.driver = driver;
    }

    String stationTitle() {
        return new WebDriverWait(driver, Duration.ofSeconds(30))
                .until(ExpectedConditions.visibilityOfElementLocated(AppiumBy.accessibilityId("station-title")))
                .getText();
    }

    String lastUpdatedLabel() {
        return new WebDriverWait(driver, Duration.ofSeconds(30))
                .until(ExpectedConditions.visibilityOfElementLocated(AppiumBy.accessibilityId("forecast-updated")))
                .getText();
    }

    String tideRow(int index) {
        return driver.findElement(AppiumBy.accessibilityId("tide-row-" + index)).getText();
    }

    boolean stormBannerVisible() {
        return !driver.findElements(AppiumBy.accessibilityId("storm-banner")).isEmpty();
    }
}
