package com.tidewell.e2e;

import io.appium.java_client.AppiumBy;
import io.appium.java_client.ios.IOSDriver;
import io.appium.java_client.ios.options.XCUITestOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.net.URL;
import java.time.Duration;

abstract class TidewellIOSBase {

    static final String BUNDLE_ID = "com.tidewell.app";

    protected IOSDriver driver;

    @BeforeEach
    void startSession() throws Exception {
        XCUITestOptions options = new XCUITestOptions()
                .setDeviceName("iPhone 15")
                .setPlatformVersion("17.5")
                .setApp(System.getProperty("tidewell.app"))
                .setShowIosLog(true)
                .setNewCommandTimeout(Duration.ofSeconds(180))
                .setWdaLaunchTimeout(Duration.ofSeconds(120));
        options.setCapability("appium:processArguments",
                java.util.Map.of("env", java.util.Map.of("TIDEWELL_API_BASE", System.getProperty("fixtures.url"))));
        driver = new IOSDriver(new URL(System.getProperty("appium.server")), options);
    }

    @AfterEach
    void stopSession() {
        if (driver != null) {
            driver.quit();
        }
    }

    ForecastScreen openStation(String name) {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(30));
        wait.until(ExpectedConditions.elementToBeClickable(AppiumBy.accessibilityId("station-search"))).click();
        driver.findElement(AppiumBy.accessibilityId("station-search-field")).sendKeys(name);
        wait.until(ExpectedConditions.elementToBeClickable(AppiumBy.accessibilityId("station-row-0"))).click();
        return new ForecastScreen(driver);
    }
}
