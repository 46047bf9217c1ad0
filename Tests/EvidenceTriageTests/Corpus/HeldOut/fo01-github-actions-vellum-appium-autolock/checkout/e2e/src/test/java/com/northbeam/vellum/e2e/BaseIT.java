package com.northbeam.vellum.e2e;

import io.appium.java_client.AppiumBy;
import io.appium.java_client.ios.IOSDriver;
import io.appium.java_client.ios.options.XCUITestOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.net.URL;
import java.time.Duration;

public abstract class BaseIT {
    protected static final String BUNDLE_ID = "com.northbeam.vellum";
    protected IOSDriver driver;
    protected WebDriverWait wait;

    @BeforeEach
    void startSession() throws Exception {
        XCUITestOptions options = new XCUITestOptions()
                .setDeviceName(System.getProperty("vellum.device", "iPhone 16"))
                .setPlatformVersion(System.getProperty("vellum.os", "18.5"))
                .setApp(System.getProperty("vellum.app"))
                .setBundleId(BUNDLE_ID)
                .setWdaLaunchTimeout(Duration.ofSeconds(120))
                .setShowIosLog(true)
                .setNewCommandTimeout(Duration.ofSeconds(300));
        options.setCapability("appium:processArguments",
                java.util.Map.of("env", java.util.Map.of("VELLUM_UI_TEST", "1")));
        driver = new IOSDriver(new URL("http://127.0.0.1:4723"), options);
        wait = new WebDriverWait(driver, Duration.ofSeconds(10));
    }

    protected void unlockWithPasscode(String passcode) {
        wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.accessibilityId("lockScreen.passcodeField"))).sendKeys(passcode);
        driver.findElement(AppiumBy.accessibilityId("lockScreen.unlockButton")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.accessibilityId("entryList.table")));
    }

    @AfterEach
    void stopSession() {
        if (driver != null) {
            driver.quit();
        }
    }
}
