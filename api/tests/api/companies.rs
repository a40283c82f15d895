//! Companies: set up by a buyer, kept by its company admins, joined by invitation (a mail to an
//! address, a text to a mobile number), its roles held so that it never loses its last admin,
//! and the company every order of a member is placed for.

use crate::helpers::{BUYER, Reply, TestApp, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use shared::messages;

fn karim_steel() -> Value {
    json!({ "name": " Karim  Steel Works ", "nameBn": "করিম স্টিল ওয়ার্কস",
            "bin": "০০০১২৩৪৫৬-০১০১", "tradeLicence": "TRAD/DNCC/012345/2024",
            "billingAddress": "Plot 9, BSCIC, Tongi, Gazipur" })
}

async fn set_up(app: &TestApp, token: &str, form: Value) -> Reply {
    app.send_as(Method::POST, "/api/company", &form.to_string(), token)
        .await
}

async fn invite(app: &TestApp, token: &str, contact: &str, role: &str) -> Reply {
    let body = json!({ "contact": contact, "role": role });
    app.send_as(
        Method::POST,
        "/api/company/invitations",
        &body.to_string(),
        token,
    )
    .await
}

async fn company_of(app: &TestApp, token: &str) -> Reply {
    app.get_as("/api/company", token).await
}

/// The ids of the invitations waiting for the caller.
async fn invitations_for(app: &TestApp, token: &str) -> Vec<i64> {
    let reply = app.get_as("/api/invitations", token).await;
    assert_eq!(reply.status, StatusCode::OK);
    reply
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|invitation| invitation["id"].as_i64().unwrap())
        .collect()
}

async fn accept(app: &TestApp, token: &str, id: i64) -> Reply {
    let path = format!("/api/invitations/{id}/accept");
    app.send_as(Method::POST, &path, "", token).await
}

async fn set_role(app: &TestApp, token: &str, user_id: i64, role: &str) -> Reply {
    let path = format!("/api/company/members/{user_id}");
    let body = json!({ "role": role }).to_string();
    app.send_as(Method::PUT, &path, &body, token).await
}

async fn remove(app: &TestApp, token: &str, user_id: i64) -> Reply {
    let path = format!("/api/company/members/{user_id}");
    app.send_as(Method::DELETE, &path, "", token).await
}

async fn user_id(app: &TestApp, email: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
        .bind(email)
        .fetch_one(&app.state.db)
        .await
        .unwrap()
}

/// The buyer's company with a colleague who joined as a buyer; (admin's token, colleague's).
async fn company_with_a_colleague(app: &TestApp) -> (String, String) {
    let admin = app.token(BUYER).await;
    assert_eq!(
        set_up(app, &admin, karim_steel()).await.status,
        StatusCode::CREATED
    );
    assert_eq!(
        invite(app, &admin, "rina@example.com", "buyer")
            .await
            .status,
        StatusCode::CREATED
    );
    let colleague = app.new_buyer("rina@example.com").await;
    let [id] = invitations_for(app, &colleague).await[..] else {
        panic!("one invitation")
    };
    assert_eq!(accept(app, &colleague, id).await.status, StatusCode::OK);
    (admin, colleague)
}

#[tokio::test]
async fn a_buyer_sets_up_a_company_once_with_its_details_checked_and_tidied() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let none = company_of(&app, &buyer).await;
    assert_eq!(none.status, StatusCode::OK);
    assert_eq!(none.json(), Value::Null);

    let refused = set_up(&app, &buyer, json!({ "name": " ", "bin": "12345" })).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.each_error("field"), ["name", "bin"]);
    assert_eq!(app.count("companies", "TRUE").await, 0);

    let made = set_up(&app, &buyer, karim_steel()).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text);
    let page = made.json();
    assert_eq!(page["role"], "admin");
    assert_eq!(
        page["details"],
        json!({ "name": "Karim Steel Works", "nameBn": "করিম স্টিল ওয়ার্কস",
                "bin": "0001234560101", "tradeLicence": "TRAD/DNCC/012345/2024",
                "billingAddress": "Plot 9, BSCIC, Tongi, Gazipur", "requiresPo": false })
    );
    assert_eq!(page["members"].as_array().unwrap().len(), 1);
    assert_eq!(page["members"][0]["contact"], "buyer@shop.test");
    assert_eq!(page["members"][0]["you"], true);
    assert_eq!(company_of(&app, &buyer).await.json(), page);

    let second = set_up(&app, &buyer, json!({ "name": "Another Works" })).await;
    assert_eq!(second.status, StatusCode::CONFLICT);
    assert_eq!(second.error_message(), messages::ALREADY_IN_COMPANY.en());

    let renamed = app
        .send_as(
            Method::PUT,
            "/api/company",
            &json!({ "name": "Karim Steel Works Ltd." }).to_string(),
            &buyer,
        )
        .await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.text);
    // A form replaces the details whole: what it leaves empty is cleared.
    assert_eq!(
        renamed.json()["details"],
        json!({ "name": "Karim Steel Works Ltd.", "nameBn": null, "bin": null,
                "tradeLicence": null, "billingAddress": null, "requiresPo": false })
    );
    let broken = app
        .send_as(
            Method::PUT,
            "/api/company",
            &json!({ "name": "Karim", "tradeLicence": "9".repeat(41) }).to_string(),
            &buyer,
        )
        .await;
    assert_eq!(broken.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(broken.each_error("field"), ["tradeLicence"]);

    // Someone in no company has nothing to change.
    let stranger = app.new_buyer("stranger@example.com").await;
    let body = json!({ "name": "Mine" }).to_string();
    let put = app
        .send_as(Method::PUT, "/api/company", &body, &stranger)
        .await;
    assert_eq!(put.status, StatusCode::NOT_FOUND);
    assert_eq!(put.error_message(), messages::NO_COMPANY.en());
    let invited = invite(&app, &stranger, "x@example.com", "buyer").await;
    assert_eq!(invited.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn an_admin_invites_by_mail_and_the_colleague_joins_as_a_buyer_who_cannot_manage() {
    let app = spawn_app().await;
    let admin = app.token(BUYER).await;
    set_up(&app, &admin, karim_steel()).await;

    for (contact, field_key) in [
        ("", messages::INVITEE_REQUIRED),
        ("rina@", messages::INVITEE_INVALID),
    ] {
        let refused = invite(&app, &admin, contact, "buyer").await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(refused.error_message(), field_key.en());
    }
    let sent = invite(&app, &admin, " Rina@Example.com ", "buyer").await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.text);
    assert_eq!(sent.json()["contact"], "rina@example.com");
    let again = invite(&app, &admin, "rina@example.com", "approver").await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(again.error_message(), messages::ALREADY_INVITED.en());

    let (subject, body): (String, String) = sqlx::query_as(
        "SELECT subject, body FROM email_outbox WHERE recipient = 'rina@example.com'",
    )
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    assert_eq!(
        subject,
        "Invitation to order for Karim Steel Works — Shilpo Tools"
    );
    assert!(body.contains("as Buyer."), "{body}");
    assert!(body.contains("/dashboard/company\n"), "{body}");

    let rina = app.new_buyer("rina@example.com").await;
    let waiting = app.get_as("/api/invitations", &rina).await.json();
    assert_eq!(waiting[0]["company"], "Karim Steel Works");
    assert_eq!(waiting[0]["companyBn"], "করিম স্টিল ওয়ার্কস");
    assert_eq!(waiting[0]["role"], "buyer");
    // Nobody else can answer it.
    let other = app.new_buyer("other@example.com").await;
    let id = waiting[0]["id"].as_i64().unwrap();
    assert_eq!(accept(&app, &other, id).await.status, StatusCode::NOT_FOUND);

    let joined = accept(&app, &rina, id).await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    assert_eq!(joined.json()["role"], "buyer");
    // A member who is not an admin sees the members, not the invitations, and changes nothing.
    let page = company_of(&app, &rina).await.json();
    assert_eq!(page["members"].as_array().unwrap().len(), 2);
    assert_eq!(page["members"][0]["role"], "admin");
    assert_eq!(page["members"][1]["you"], true);
    assert_eq!(page["invitations"], json!([]));
    let body = json!({ "name": "Rina's Works" }).to_string();
    let put = app.send_as(Method::PUT, "/api/company", &body, &rina).await;
    assert_eq!(put.status, StatusCode::FORBIDDEN);
    assert_eq!(put.error_message(), messages::COMPANY_ADMINS_ONLY.en());
    assert_eq!(
        invite(&app, &rina, "x@example.com", "buyer").await.status,
        StatusCode::FORBIDDEN
    );
    let waiting = invite(&app, &admin, "x@example.com", "buyer").await.json()["id"]
        .as_i64()
        .unwrap();
    let withdraw = format!("/api/company/invitations/{waiting}");
    assert_eq!(
        app.send_as(Method::DELETE, &withdraw, "", &rina)
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    // The invitation is used up, and a member cannot be invited again.
    assert!(invitations_for(&app, &rina).await.is_empty());
    assert_eq!(accept(&app, &rina, id).await.status, StatusCode::NOT_FOUND);
    assert_eq!(
        invite(&app, &admin, "rina@example.com", "buyer")
            .await
            .status,
        StatusCode::CONFLICT
    );
}

#[tokio::test]
async fn an_invitation_to_a_mobile_number_is_texted_and_answered_by_the_account_that_proved_it() {
    let app = spawn_app().await;
    let admin = app.token(BUYER).await;
    set_up(&app, &admin, karim_steel()).await;
    let sent = invite(&app, &admin, "+880 1812-345678", "approver").await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.text);
    assert_eq!(sent.json()["contact"], "01812345678");
    let text: String = sqlx::query_scalar(
        "SELECT body FROM sms_outbox WHERE recipient = '01812345678' AND purpose = 'notice'",
    )
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    assert!(
        text.starts_with("Karim Steel Works invites you to order for it."),
        "{text}"
    );
    assert!(text.ends_with("/dashboard/company"), "{text}");

    // The number, proved by an account, brings the invitation to it.
    let holder = app.new_buyer("holder@example.com").await;
    assert!(invitations_for(&app, &holder).await.is_empty());
    sqlx::query("UPDATE users SET mobile = '01812345678' WHERE email = 'holder@example.com'")
        .execute(&app.state.db)
        .await
        .unwrap();
    let [id] = invitations_for(&app, &holder).await[..] else {
        panic!("one invitation")
    };
    let path = format!("/api/invitations/{id}");
    let declined = app.send_as(Method::DELETE, &path, "", &holder).await;
    assert_eq!(declined.status, StatusCode::NO_CONTENT);
    assert_eq!(
        app.send_as(Method::DELETE, &path, "", &holder).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(app.count("company_invitations", "TRUE").await, 0);
}

#[tokio::test]
async fn an_admin_withdraws_an_invitation_and_an_expired_one_cannot_be_accepted() {
    let app = spawn_app().await;
    let admin = app.token(BUYER).await;
    set_up(&app, &admin, karim_steel()).await;
    let id = invite(&app, &admin, "late@example.com", "buyer")
        .await
        .json()["id"]
        .as_i64()
        .unwrap();
    let listed = company_of(&app, &admin).await.json();
    assert_eq!(listed["invitations"][0]["contact"], "late@example.com");

    let late = app.new_buyer("late@example.com").await;
    sqlx::query("UPDATE company_invitations SET expires_at = 1 WHERE id = $1")
        .bind(id)
        .execute(&app.state.db)
        .await
        .unwrap();
    assert!(invitations_for(&app, &late).await.is_empty());
    assert_eq!(accept(&app, &late, id).await.status, StatusCode::NOT_FOUND);
    assert_eq!(
        company_of(&app, &admin).await.json()["invitations"],
        json!([])
    );
    // An expired invitation makes way for a new one to the same person.
    let renewed = invite(&app, &admin, "late@example.com", "buyer").await;
    assert_eq!(renewed.status, StatusCode::CREATED, "{}", renewed.text);
    let renewed = renewed.json()["id"].as_i64().unwrap();

    // Only an admin withdraws, and only their company's.
    let path = format!("/api/company/invitations/{renewed}");
    assert_eq!(
        app.send_as(Method::DELETE, &path, "", &late).await.status,
        StatusCode::NOT_FOUND,
        "the invitee is in no company"
    );
    let withdrawn = app.send_as(Method::DELETE, &path, "", &admin).await;
    assert_eq!(withdrawn.status, StatusCode::NO_CONTENT);
    assert_eq!(
        app.send_as(Method::DELETE, &path, "", &admin).await.status,
        StatusCode::NOT_FOUND
    );
    assert!(invitations_for(&app, &late).await.is_empty());
}

#[tokio::test]
async fn roles_change_and_members_leave_but_a_company_keeps_one_admin() {
    let app = spawn_app().await;
    let (admin, rina) = company_with_a_colleague(&app).await;
    let admin_id = user_id(&app, "buyer@shop.test").await;
    let rina_id = user_id(&app, "rina@example.com").await;

    let alone = set_role(&app, &admin, admin_id, "buyer").await;
    assert_eq!(alone.status, StatusCode::CONFLICT);
    assert_eq!(alone.error_message(), messages::LAST_COMPANY_ADMIN.en());
    assert_eq!(
        remove(&app, &admin, admin_id).await.status,
        StatusCode::CONFLICT
    );
    // A buyer changes no role and removes nobody but themselves.
    assert_eq!(
        set_role(&app, &rina, rina_id, "admin").await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        remove(&app, &rina, admin_id).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        set_role(&app, &admin, 999_999, "buyer").await.status,
        StatusCode::NOT_FOUND
    );

    let promoted = set_role(&app, &admin, rina_id, "admin").await;
    assert_eq!(promoted.status, StatusCode::OK, "{}", promoted.text);
    // With another admin, the first may step down; the page is then a member's.
    let stepped_down = set_role(&app, &admin, admin_id, "approver").await;
    assert_eq!(stepped_down.status, StatusCode::OK);
    assert_eq!(stepped_down.json()["role"], "approver");
    assert_eq!(
        remove(&app, &rina, rina_id).await.status,
        StatusCode::CONFLICT,
        "the last admin cannot leave"
    );
    assert_eq!(
        remove(&app, &admin, admin_id).await.status,
        StatusCode::NO_CONTENT
    );
    assert_eq!(company_of(&app, &admin).await.json(), Value::Null);
    assert_eq!(
        remove(&app, &rina, admin_id).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        company_of(&app, &rina).await.json()["members"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn a_member_of_one_company_cannot_join_another_until_they_leave() {
    let app = spawn_app().await;
    let (_, rina) = company_with_a_colleague(&app).await;
    let other = app.new_buyer("owner@rahman.example").await;
    set_up(&app, &other, json!({ "name": "Rahman Engineering" })).await;
    let id = invite(&app, &other, "rina@example.com", "buyer")
        .await
        .json()["id"]
        .as_i64()
        .unwrap();
    let refused = accept(&app, &rina, id).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(refused.error_message(), messages::ALREADY_IN_COMPANY.en());

    let rina_id = user_id(&app, "rina@example.com").await;
    assert_eq!(
        remove(&app, &rina, rina_id).await.status,
        StatusCode::NO_CONTENT
    );
    let joined = accept(&app, &rina, id).await;
    assert_eq!(joined.status, StatusCode::OK);
    assert_eq!(joined.json()["details"]["name"], "Rahman Engineering");
}

#[tokio::test]
async fn a_members_orders_are_placed_for_the_company_they_were_in_then() {
    let app = spawn_app().await;
    let (_, rina) = company_with_a_colleague(&app).await;
    let tool = app.probe_tool().await;
    let placed = app
        .place(&rina, json!({ "toolId": tool, "quantity": 25 }))
        .await;
    assert_eq!(placed.status, StatusCode::CREATED, "{}", placed.text);
    let order = placed.json()["insertedId"].as_i64().unwrap();
    let company: Option<i64> = sqlx::query_scalar("SELECT company_id FROM orders WHERE id = $1")
        .bind(order)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let page = company_of(&app, &rina).await.json();
    assert_eq!(company, page["id"].as_i64());
    // The shop's admins see whom an order is for.
    let shop_admin = app.token(crate::helpers::ADMIN).await;
    let all = app.get_as("/api/orders", &shop_admin).await.json();
    assert_eq!(all[0]["_id"], order);
    assert_eq!(all[0]["companyName"], "Karim Steel Works");

    // Someone in no company orders for nobody.
    let alone = app.new_buyer("alone@example.com").await;
    let placed = app
        .place(&alone, json!({ "toolId": tool, "quantity": 25 }))
        .await;
    let order = placed.json()["insertedId"].as_i64().unwrap();
    let company: Option<i64> = sqlx::query_scalar("SELECT company_id FROM orders WHERE id = $1")
        .bind(order)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(company, None);
}

/// Before companies, a buyer kept a company name and BIN on their own profile; the migration
/// makes each such buyer the admin of a company of one, and drops the profile's columns.
#[tokio::test]
async fn business_details_kept_on_profiles_become_companies_of_one() {
    use crate::helpers::{on_postgres, postgres::Cluster};
    let dir = tempfile::tempdir().unwrap();
    let (url, mut migrator, companies_version) = if on_postgres() {
        let url = Cluster::get().empty_database().await;
        (url, sqlx::migrate!("../data/migrations/postgres"), 38)
    } else {
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("shop.db").display());
        (url, sqlx::migrate!("../data/migrations/sqlite"), 36)
    };
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&url).await.unwrap();
    let every = migrator.migrations.clone();
    migrator.migrations = every
        .iter()
        .filter(|migration| migration.version < companies_version)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    migrator.run(&pool).await.unwrap();
    for (email, name, company, bin) in [
        (
            "karim@example.com",
            Some("Karim"),
            Some("Karim Steel Works"),
            Some("0001234560101"),
        ),
        (
            "bin.only@example.com",
            Some("Selim"),
            None,
            Some("0009876540101"),
        ),
        ("person@example.com", None, None, None),
    ] {
        sqlx::query(
            "INSERT INTO users (email, display_name, company_name, bin, created_at)
             VALUES ($1, $2, $3, $4, 1)",
        )
        .bind(email)
        .bind(name)
        .bind(company)
        .bind(bin)
        .execute(&pool)
        .await
        .unwrap();
    }
    migrator.migrations = every;
    migrator.run(&pool).await.unwrap();

    let companies: Vec<(String, Option<String>, String, String)> = sqlx::query_as(
        "SELECT c.name, c.bin, u.email, m.role FROM companies c
         JOIN company_members m ON m.company_id = c.id JOIN users u ON u.id = m.user_id
         ORDER BY c.id",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    let owned = |name: &str, bin: &str, email: &str| {
        (
            name.to_owned(),
            Some(bin.to_owned()),
            email.to_owned(),
            "admin".to_owned(),
        )
    };
    assert_eq!(
        companies,
        [
            owned("Karim Steel Works", "0001234560101", "karim@example.com"),
            // A BIN without a company name goes by the person's name.
            owned("Selim", "0009876540101", "bin.only@example.com"),
        ]
    );
    // The next company is numbered after them.
    let next: i64 = sqlx::query_scalar(
        "INSERT INTO companies (name, created_at) VALUES ('New', 1) RETURNING id",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert!(next > 2, "{next}");
    let dropped = sqlx::query("SELECT company_name FROM users")
        .execute(&pool)
        .await;
    assert!(dropped.is_err());
}

#[tokio::test]
async fn a_company_that_asks_for_po_numbers_gets_one_on_each_order_and_its_documents() {
    let app = spawn_app().await;
    let (admin, rina) = company_with_a_colleague(&app).await;
    let mut details = karim_steel();
    details["requiresPo"] = json!(true);
    let saved = app
        .send_as(Method::PUT, "/api/company", &details.to_string(), &admin)
        .await;
    assert_eq!(saved.json()["details"]["requiresPo"], true);
    let tool = app.probe_tool().await;

    let without = app
        .place(&rina, json!({ "toolId": tool, "quantity": 25 }))
        .await;
    assert_eq!(without.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(without.each_error("field"), ["poNumber"]);
    assert_eq!(without.error_message(), messages::PO_NUMBER_REQUIRED.en());
    let bad = app
        .place(
            &rina,
            json!({ "toolId": tool, "quantity": 25, "poNumber": "PO;1" }),
        )
        .await;
    assert_eq!(bad.error_message(), messages::PO_NUMBER_INVALID.en());
    assert_eq!(app.count("orders", "TRUE").await, 0);

    let placed = app
        .place(
            &rina,
            json!({ "toolId": tool, "quantity": 25, "poNumber": " KSW/PO/২০২৬-০৪২ " }),
        )
        .await;
    assert_eq!(placed.status, StatusCode::CREATED, "{}", placed.text);
    let order = placed.json()["insertedId"].as_i64().unwrap();
    let mine = app
        .get_as("/api/orders/rina%40example.com", &rina)
        .await
        .json();
    assert_eq!(mine[0]["poNumber"], "KSW/PO/2026-042");

    app.pay(&rina, order).await;
    let invoice = app
        .get_as(&format!("/api/orders/{order}/invoice.pdf"), &rina)
        .await;
    assert_eq!(invoice.status, StatusCode::OK);
    let text = crate::pdf::text(&invoice.bytes);
    assert!(text.contains("Buyer's PO number"), "{text}");
    assert!(text.contains("KSW/PO/2026-042"), "{text}");
    assert!(text.contains("Karim Steel Works"), "{text}");
    // A Bangla invoice names the company in Bangla.
    let request = axum::http::Request::get(format!("/api/orders/{order}/invoice.pdf"))
        .header("authorization", format!("Bearer {rina}"))
        .header("accept-language", "bn")
        .body(axum::body::Body::empty())
        .unwrap();
    let text = crate::pdf::text(&app.send(request).await.bytes);
    assert!(text.contains("করিম স্টিল ওয়ার্কস"), "{text}");

    // A buyer in no company may give one, and need not.
    let alone = app.new_buyer("alone@example.com").await;
    let placed = app
        .place(&alone, json!({ "toolId": tool, "quantity": 25 }))
        .await;
    assert_eq!(placed.status, StatusCode::CREATED);
}

#[tokio::test]
async fn an_order_above_a_buyers_limit_waits_for_an_approver_who_approves_or_declines_it() {
    let app = spawn_app().await;
    let (admin, rina) = company_with_a_colleague(&app).await;
    let rina_id = user_id(&app, "rina@example.com").await;
    let limit = |value: &str| json!({ "role": "buyer", "orderLimit": value }).to_string();
    let path = format!("/api/company/members/{rina_id}");
    let refused = app
        .send_as(Method::PUT, &path, &limit("lots"), &admin)
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.error_message(), messages::ORDER_LIMIT_INVALID.en());
    let set = app
        .send_as(Method::PUT, &path, &limit("১০০০"), &admin)
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text);
    assert_eq!(set.json()["members"][1]["orderLimit"], 1000.0);

    let tool = app.probe_tool().await;
    let placed = app
        .place(&rina, json!({ "toolId": tool, "quantity": 25 }))
        .await;
    assert_eq!(placed.status, StatusCode::CREATED, "{}", placed.text);
    let order = placed.json()["insertedId"].as_i64().unwrap();
    let mine = app
        .get_as("/api/orders/rina%40example.com", &rina)
        .await
        .json();
    assert_eq!(mine[0]["status"], "awaitingApproval");
    // Nobody pays for it yet, and the shop does not ship it.
    let paid = app.pay_by_card(&rina, order, "4242424242424242").await;
    assert_eq!(paid.status, StatusCode::CONFLICT, "{}", paid.text);
    // The company admin is asked by mail; a buyer cannot see or answer the approvals.
    let asked: i64 = app
        .count(
            "email_outbox",
            "recipient = 'buyer@shop.test' AND subject LIKE '% waits for your approval'",
        )
        .await;
    assert_eq!(asked, 1);
    let listing = app.get_as("/api/company/approvals", &rina).await;
    assert_eq!(listing.status, StatusCode::FORBIDDEN);
    let approve = format!("/api/company/orders/{order}/approve");
    assert_eq!(
        app.send_as(Method::POST, &approve, "", &rina).await.status,
        StatusCode::FORBIDDEN
    );
    let declined = format!("/api/company/orders/{order}/decline");
    assert_eq!(
        app.send_as(Method::POST, &declined, "", &rina).await.status,
        StatusCode::FORBIDDEN
    );
    let waiting = app.get_as("/api/company/approvals", &admin).await.json();
    assert_eq!(waiting.as_array().unwrap().len(), 1);
    assert_eq!(waiting[0]["_id"], order);

    let approved = app.send_as(Method::POST, &approve, "", &admin).await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text);
    assert_eq!(approved.json()["status"], "awaitingPayment");
    assert_eq!(
        app.send_as(Method::POST, &approve, "", &admin).await.status,
        StatusCode::CONFLICT
    );
    let told = app
        .count(
            "email_outbox",
            "recipient = 'rina@example.com' AND subject LIKE '% approved'",
        )
        .await;
    assert_eq!(told, 1);
    assert_eq!(
        app.pay_by_card(&rina, order, "4242424242424242")
            .await
            .status,
        StatusCode::OK
    );
    assert!(app.get_as("/api/company/approvals", &admin).await.json()[0].is_null());

    // A second order is declined: cancelled, its pieces back on sale.
    let stock = app.stock_of(tool).await;
    let placed = app
        .place(&rina, json!({ "toolId": tool, "quantity": 25 }))
        .await;
    let second = placed.json()["insertedId"].as_i64().unwrap();
    assert_eq!(app.stock_of(tool).await, stock - 25);
    let decline = format!("/api/company/orders/{second}/decline");
    assert_eq!(
        app.send_as(Method::POST, &decline, "", &admin).await.status,
        StatusCode::NO_CONTENT
    );
    assert_eq!(app.stock_of(tool).await, stock);
    assert_eq!(
        app.send_as(Method::POST, &decline, "", &admin).await.status,
        StatusCode::CONFLICT
    );
    // Another company's order, or one of nobody's, is not this company's to answer.
    let alone = app.new_buyer("alone@example.com").await;
    let theirs = app
        .place(&alone, json!({ "toolId": tool, "quantity": 25 }))
        .await
        .json()["insertedId"]
        .as_i64()
        .unwrap();
    let path = format!("/api/company/orders/{theirs}/approve");
    assert_eq!(
        app.send_as(Method::POST, &path, "", &admin).await.status,
        StatusCode::NOT_FOUND
    );
    // Under the limit, or without one, an order awaits payment at once.
    app.send_as(
        Method::PUT,
        &format!("/api/company/members/{rina_id}"),
        &limit(""),
        &admin,
    )
    .await;
    let placed = app
        .place(&rina, json!({ "toolId": tool, "quantity": 25 }))
        .await;
    let third = placed.json()["insertedId"].as_i64().unwrap();
    let mine = app
        .get_as("/api/orders/rina%40example.com", &rina)
        .await
        .json();
    let third = mine
        .as_array()
        .unwrap()
        .iter()
        .find(|order| order["_id"] == third)
        .unwrap();
    assert_eq!(third["status"], "awaitingPayment");
}

#[tokio::test]
async fn an_unanswered_order_expires_from_its_placing_an_approved_one_from_its_approval() {
    let app = spawn_app().await;
    let (admin, rina) = company_with_a_colleague(&app).await;
    let rina_id = user_id(&app, "rina@example.com").await;
    let limit = json!({ "role": "buyer", "orderLimit": "1" }).to_string();
    let path = format!("/api/company/members/{rina_id}");
    app.send_as(Method::PUT, &path, &limit, &admin).await;
    let tool = app.probe_tool().await;
    let mut orders = Vec::new();
    for _ in 0..3 {
        let placed = app
            .place(&rina, json!({ "toolId": tool, "quantity": 25 }))
            .await;
        orders.push(placed.json()["insertedId"].as_i64().unwrap());
    }
    let [unanswered, approved_late, approved_long_ago] = orders[..] else {
        unreachable!()
    };
    for order in [approved_late, approved_long_ago] {
        let approve = format!("/api/company/orders/{order}/approve");
        let reply = app.send_as(Method::POST, &approve, "", &admin).await;
        assert_eq!(reply.status, StatusCode::OK);
    }
    // All three were placed three days ago; one was approved today, one then.
    let three_days_ago = api::store::db::now_ms() - 72 * 3_600_000;
    sqlx::query("UPDATE orders SET created_at = $1 WHERE id IN ($2, $3, $4)")
        .bind(three_days_ago)
        .bind(unanswered)
        .bind(approved_late)
        .bind(approved_long_ago)
        .execute(&app.state.db)
        .await
        .unwrap();
    sqlx::query("UPDATE orders SET approved_at = $1 WHERE id = $2")
        .bind(three_days_ago)
        .bind(approved_long_ago)
        .execute(&app.state.db)
        .await
        .unwrap();

    let cancelled = api::sales::expiry::cancel_stale_unpaid(
        &app.state.writer,
        api::sales::expiry::Lifetimes::of(&app.state.config),
    )
    .await
    .unwrap();
    assert_eq!(cancelled, 2);
    let mine = app
        .get_as("/api/orders/rina%40example.com", &rina)
        .await
        .json();
    let status = |id: i64| {
        mine.as_array()
            .unwrap()
            .iter()
            .find(|order| order["_id"] == id)
            .unwrap()["status"]
            .clone()
    };
    assert_eq!(status(unanswered), "cancelled");
    assert_eq!(status(approved_long_ago), "cancelled");
    assert_eq!(status(approved_late), "awaitingPayment");
}

#[tokio::test]
async fn a_companys_delivery_places_are_kept_by_its_admins_and_offered_to_every_member() {
    let app = spawn_app().await;
    let (admin, rina) = company_with_a_colleague(&app).await;
    let gate = json!({ "label": "Factory gate 2", "delivery": { "recipient": "Store keeper",
        "phone": "01712-345678", "address": "Plot 9, BSCIC", "district": "Gazipur" } });
    let added = app
        .send_as(
            Method::POST,
            "/api/company/addresses",
            &gate.to_string(),
            &admin,
        )
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text);
    let id = added.json()["id"].as_i64().unwrap();
    // Every member sees them; only an admin keeps them.
    let seen = app.get_as("/api/company/addresses", &rina).await.json();
    assert_eq!(seen[0]["label"], "Factory gate 2");
    assert_eq!(seen[0]["delivery"]["phone"], "01712345678");
    let by_buyer = app
        .send_as(
            Method::POST,
            "/api/company/addresses",
            &gate.to_string(),
            &rina,
        )
        .await;
    assert_eq!(by_buyer.status, StatusCode::FORBIDDEN);
    let broken = json!({ "delivery": { "recipient": "", "phone": "12", "address": "x",
        "district": "Atlantis" } });
    let refused = app
        .send_as(
            Method::POST,
            "/api/company/addresses",
            &broken.to_string(),
            &admin,
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);

    let path = format!("/api/company/addresses/{id}");
    let mut moved = gate.clone();
    moved["delivery"]["district"] = json!("Dhaka");
    let changed = app
        .send_as(Method::PUT, &path, &moved.to_string(), &admin)
        .await;
    assert_eq!(changed.json()["delivery"]["district"], "Dhaka");
    assert_eq!(
        app.send_as(Method::PUT, &path, &broken.to_string(), &admin)
            .await
            .status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(
        app.send_as(Method::PUT, &path, &moved.to_string(), &rina)
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.send_as(Method::DELETE, &path, "", &rina).await.status,
        StatusCode::FORBIDDEN
    );
    // Someone outside the company sees none, and cannot touch the company's.
    let alone = app.new_buyer("alone@example.com").await;
    assert_eq!(
        app.get_as("/api/company/addresses", &alone).await.json(),
        json!([])
    );
    assert_eq!(
        app.send_as(
            Method::POST,
            "/api/company/addresses",
            &gate.to_string(),
            &alone
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
    let other = app.new_buyer("owner@rahman.example").await;
    set_up(&app, &other, json!({ "name": "Rahman Engineering" })).await;
    assert_eq!(
        app.send_as(Method::PUT, &path, &moved.to_string(), &other)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.send_as(Method::DELETE, &path, "", &other).await.status,
        StatusCode::NOT_FOUND
    );

    // Ten at most.
    for n in 1..10 {
        let mut place = gate.clone();
        place["delivery"]["address"] = json!(format!("Shed {n}, BSCIC"));
        let reply = app
            .send_as(
                Method::POST,
                "/api/company/addresses",
                &place.to_string(),
                &admin,
            )
            .await;
        assert_eq!(reply.status, StatusCode::CREATED);
    }
    let full = app
        .send_as(
            Method::POST,
            "/api/company/addresses",
            &gate.to_string(),
            &admin,
        )
        .await;
    assert_eq!(full.status, StatusCode::CONFLICT);
    assert_eq!(full.error_message(), messages::COMPANY_PLACES_FULL.en());
    assert_eq!(
        app.send_as(Method::DELETE, &path, "", &admin).await.status,
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        app.get_as("/api/company/addresses", &rina)
            .await
            .json()
            .as_array()
            .unwrap()
            .len(),
        9
    );
}
