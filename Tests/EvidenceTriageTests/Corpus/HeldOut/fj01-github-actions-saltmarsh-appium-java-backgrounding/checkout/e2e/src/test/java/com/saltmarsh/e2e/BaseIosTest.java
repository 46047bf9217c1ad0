package com.saltmarsh.e2e;

import io.appium.java_client.ios.IOSDriver;
import io.appium.java_client.ios.options.XCUITestOptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.testng.annotations.AfterClass;
import org.testng.annotations.BeforeClass;

import java.net.MalformedURLException;
import java.net.URL;
import java.time.Duration;

public abstract class BaseIosTest {
    protected static final String BUNDLE_ID = "com.saltmarsh.fieldnotes";
    protected final Logger log = LoggerFactory.getLogger(getClass());
    protected IOSDriver driver;

    @BeforeClass(alwaysRun = true)
    public void startSession() throws MalformedURLException {
        XCUITestOptions options = new XCUITestOptions()
                .setDeviceName(System.getenv().getOrDefault("SIM_DEVICE", "iPhone 16"))
                .setPlatformVersion(System.getenv().getOrDefault("SIM_OS", "26.0"))
                .setUdid(System.getenv("SIM_UDID"))
                .setApp(System.getenv("APP_PATH"))
                .setBundleId(BUNDLE_ID)
                .setNoReset(false)
                .setWdaLaunchTimeout(Duration.ofMinutes(3))
                .setNewCommandTimeout(Duration.ofMinutes(5));
        options.setCapability("appium:processArguments",
                java.util.Map.of("env", java.util.Map.of("SALTMARSH_UI_TEST", "1",
                        "SALTMARSH_API_BASE", "http://127.0.0.1:4096")));
        driver = new IOSDriver(new URL("http://127.0.0.1:4725"), options);
        log.info("session {} on {}", driver.getSessionId(), options.getUdid().orElse("?"));
    }

    @AfterClass(alwaysRun = true)
    public void stopSession() {
        if (driver != null) {
            driver.quit();
        }
    }
}
