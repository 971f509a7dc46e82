import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextCards } from "./card-grid.tsx";
import { Section, SectionBand } from "./section.tsx";

describe("Section", () => {
  it("labels the section with its heading, and writes the section's classes before the tone's", () => {
    const html = renderToStaticMarkup(
      <Section
        id="faq"
        title="Questions"
        tone="sand"
        className="faq"
        containerClassName="faq__inner"
        intro="Lead"
      >
        <p>Text</p>
      </Section>,
    );
    expect(html).toBe(
      '<section class="section faq section--sand" aria-labelledby="faq"><div class="container faq__inner">' +
        '<h2 id="faq">Questions</h2><p class="section__intro">Lead</p><p>Text</p></div></section>',
    );
  });

  it("adds nothing for the plain tone, a missing intro or heading class; can be a nav", () => {
    expect(renderToStaticMarkup(<Section id="a" title="Title" />)).toBe(
      '<section class="section" aria-labelledby="a"><div class="container"><h2 id="a">Title</h2></div></section>',
    );
    expect(
      renderToStaticMarkup(
        <Section id="b" title="Title" tone="primary" as="nav" headingClassName="sr-only" />,
      ),
    ).toBe(
      '<nav class="section section--primary" aria-labelledby="b"><div class="container">' +
        '<h2 id="b" class="sr-only">Title</h2></div></nav>',
    );
  });
});

describe("SectionBand", () => {
  it("leaves the heading to its content", () => {
    expect(
      renderToStaticMarkup(
        <SectionBand labelledBy="c" tone="sand" containerClassName="split">
          <div>
            <h2 id="c">Title</h2>
          </div>
        </SectionBand>,
      ),
    ).toBe(
      '<section class="section section--sand" aria-labelledby="c"><div class="container split">' +
        '<div><h2 id="c">Title</h2></div></div></section>',
    );
  });
});

describe("TextCards", () => {
  it("draws a card per item, with what `extra` adds after its text", () => {
    const items = [
      { title: "One", text: "First" },
      { title: "Two", text: "Second" },
    ];
    const html = renderToStaticMarkup(
      <TextCards
        columns={4}
        className="more"
        cardClassName="card--on-primary"
        items={items}
        extra={(item, index) => index === 1 && <a href="/x">{item.title}</a>}
      />,
    );
    expect(html).toBe(
      '<ul class="card-grid card-grid--4 more">' +
        '<li class="card card--on-primary"><h3>One</h3><p>First</p></li>' +
        '<li class="card card--on-primary"><h3>Two</h3><p>Second</p><a href="/x">Two</a></li></ul>',
    );
  });
});
